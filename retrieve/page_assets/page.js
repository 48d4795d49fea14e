// The memory page's one script (served from this origin; the Content-Security-Policy allows no inline script).
// A form with data-confirm asks first; the page works without this script, only without the question.
"use strict";
document.addEventListener("submit", function (event) {
  var form = event.target;
  var question = form.getAttribute("data-confirm");
  if (question && !window.confirm(question)) {
    event.preventDefault();
  }
});
