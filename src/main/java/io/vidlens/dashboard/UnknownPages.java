package io.vidlens.dashboard;

import io.vidlens.api.ErrorPages;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * Any other dashboard address a signed-in person opens answers 404. A browser gets the dashboard's
 * own page (its navigation kept, the dashboard's style); JSON clients and {@code Accept: *}{@code
 * /*} get the API's error envelope, like any unknown address ({@link ErrorPages#wantsHtml} decides
 * for both). Before sign-in no dashboard address gets this far (they lead to the sign-in page). The
 * static assets under {@code /dashboard/assets} are left to the resource handler, and every more
 * specific mapping wins over this one.
 */
@Controller
class UnknownPages {

  @GetMapping("/dashboard/{first:(?!assets$).+}/**")
  String unknown(HttpServletRequest request, HttpServletResponse response) throws IOException {
    if (ErrorPages.wantsHtml(request, request.getRequestURI())) {
      throw new PageNotFound(
          "There is no page at "
              + request.getRequestURI().substring(request.getContextPath().length())
              + ". Check the address, or go on from the links above.");
    }
    response.sendError(HttpServletResponse.SC_NOT_FOUND);
    return null;
  }
}
