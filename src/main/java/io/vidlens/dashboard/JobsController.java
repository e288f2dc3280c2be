package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.access.Operation;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.api.JobDetail;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestAttribute;

/** The account's channel analysis jobs and each job's result, in words and as JSON. */
@Controller
record JobsController(AnalysisJobs jobs) {

  static final int LIMIT = 100;

  @GetMapping("/dashboard/jobs")
  String list(@RequestAttribute(CurrentAccountFilter.ACCOUNT) AccountLogin me, Model model) {
    model.addAttribute("jobs", jobs.forAccount(me.accountId(), LIMIT));
    model.addAttribute("createPath", Operation.CREATE_ANALYSIS_JOB.pathTemplate());
    return "dashboard/jobs";
  }

  @GetMapping("/dashboard/jobs/{id}")
  String job(
      @RequestAttribute(CurrentAccountFilter.ACCOUNT) AccountLogin me,
      @PathVariable String id,
      Model model) {
    JobDetail detail =
        jobs.find(me.accountId(), id)
            .orElseThrow(() -> new PageNotFound("There is no such analysis job in your account."));
    model.addAttribute("job", detail.job());
    model.addAttribute("summary", detail.summary());
    model.addAttribute("result", detail.resultJson());
    model.addAttribute("resultPath", Operation.GET_ANALYSIS_RESULT.pathTemplate());
    return "dashboard/job";
  }
}
