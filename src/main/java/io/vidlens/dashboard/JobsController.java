package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.access.Operation;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestAttribute;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The account's channel analysis jobs and each job's result, in words and as JSON. */
@Controller
record JobsController(AnalysisJobs jobs, JsonMapper json) {

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
    AnalysisJobs.Job job =
        jobs.find(me.accountId(), id)
            .orElseThrow(() -> new PageNotFound("There is no such analysis job in your account."));
    model.addAttribute("job", job);
    JsonNode tree = parse(job.result());
    model.addAttribute("summary", JobSummary.of(tree));
    model.addAttribute("result", pretty(job.result(), tree));
    model.addAttribute("resultPath", Operation.GET_ANALYSIS_RESULT.pathTemplate());
    return "dashboard/job";
  }

  private JsonNode parse(String result) {
    if (result == null || result.isBlank()) {
      return null;
    }
    try {
      return json.readTree(result);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private String pretty(String result, JsonNode tree) {
    if (result == null || result.isBlank()) {
      return null;
    }
    return tree == null ? result : json.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
  }
}
