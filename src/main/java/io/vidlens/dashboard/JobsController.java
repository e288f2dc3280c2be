package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.access.Operation;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.api.JobDetail;
import java.util.Objects;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import tools.jackson.databind.json.JsonMapper;

/** The account's channel analysis jobs and each job's result: in words, as JSON, as a report. */
@Controller
record JobsController(AnalysisJobs jobs, JsonMapper json) {

  static final int LIMIT = 100;

  @GetMapping("/dashboard/jobs")
  String list(AccountLogin me, Model model) {
    model.addAttribute("jobs", jobs.forAccount(me.accountId(), LIMIT));
    model.addAttribute("createPath", Operation.CREATE_ANALYSIS_JOB.pathTemplate());
    return "dashboard/jobs";
  }

  @GetMapping("/dashboard/jobs/{id}")
  String job(AccountLogin me, @PathVariable String id, Model model) {
    JobDetail detail = owned(me, id, model);
    model.addAttribute("summary", detail.summary());
    model.addAttribute("result", detail.resultJson());
    model.addAttribute("resultPath", Operation.GET_ANALYSIS_RESULT.pathTemplate());
    model.addAttribute("hasReport", detail.report() != null);
    model.addAttribute("report", detail.report());
    return "dashboard/job";
  }

  /**
   * The job's result as a report with charts; another account's job or an unknown one is a 404, a
   * job not completed (or whose result cannot be read) a page saying so.
   */
  @GetMapping("/dashboard/jobs/{id}/report")
  String report(@PathVariable String id, AccountLogin me, Model model) {
    JobDetail detail = owned(me, id, model);
    if (detail.report() == null) {
      return "dashboard/report-pending";
    }
    ReportPage page =
        ReportPage.of(
            detail.report(),
            Objects.requireNonNullElse(detail.job().completedAt(), detail.job().updatedAt()));
    model.addAttribute("report", page.report());
    model.addAttribute("sections", page.sections());
    model.addAttribute(
        "specs",
        Chart.specs(page.sections().stream().flatMap(s -> s.charts().stream()).toList(), json));
    return "dashboard/report";
  }

  /**
   * The account's own job, put in the model as {@code job}: another account's job or an unknown one
   * is the dashboard's 404.
   */
  private JobDetail owned(AccountLogin me, String id, Model model) {
    JobDetail detail =
        jobs.find(me.accountId(), id)
            .orElseThrow(() -> new PageNotFound("There is no such analysis job in your account."));
    model.addAttribute("job", detail.job());
    return detail;
  }
}
