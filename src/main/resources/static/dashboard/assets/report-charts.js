// The analysis report's charts (Chart.js from its webjar). Each canvas carries its chart in its
// data-chart attribute, as JSON the server rendered; the same numbers are in the table below it.
(function () {
  if (typeof Chart === "undefined") return;
  // Colour-blind-safe palette (Okabe–Ito).
  const palette = ["#009E73", "#999999", "#D55E00", "#0072B2", "#E69F00", "#CC79A7", "#56B4E9"];
  const grouping = new Intl.NumberFormat("en", { notation: "compact" });
  document.querySelectorAll("canvas.report-canvas[data-chart]").forEach(function (canvas) {
    const spec = JSON.parse(canvas.dataset.chart);
    const round = spec.type === "doughnut";
    const datasets = spec.datasets.map(function (d) {
      return {
        label: d.label,
        data: d.data,
        backgroundColor: d.colour || palette,
        borderColor: d.colour || "#ffffff",
        pointRadius: spec.type === "scatter" ? 3 : undefined,
        maxBarThickness: 32,
      };
    });
    const axis = function (title, log) {
      const a = { title: { display: !!title, text: title || "" }, ticks: { maxRotation: 0, autoSkip: true } };
      if (log) a.type = "logarithmic";
      return a;
    };
    const values = spec.horizontal ? "x" : "y";
    const scales = {};
    // On a phone a category label gets a third of the width at most; the table has the whole name.
    const room = canvas.parentElement.clientWidth < 500 ? 16 : 32;
    const labels = spec.labels && spec.horizontal
      ? spec.labels.map(function (l) { return l.length > room ? l.slice(0, room - 1) + "…" : l; })
      : spec.labels;
    if (!round) {
      // The value axis carries the value's title, whichever way the bars run.
      scales.x = axis(spec.horizontal ? spec.yTitle : spec.xTitle, false);
      scales.y = axis(spec.horizontal ? spec.xTitle : spec.yTitle, spec.logY);
      scales[values].ticks.callback = function (v) { return grouping.format(v); };
      if (spec.type === "scatter") scales.x.type = "linear";
      if (!spec.logY) scales[values].beginAtZero = true;
    }
    new Chart(canvas, {
      type: spec.type,
      data: labels ? { labels: labels, datasets: datasets } : { datasets: datasets },
      options: {
        indexAxis: spec.horizontal ? "y" : "x",
        maintainAspectRatio: false,
        animation: false,
        scales: scales,
        plugins: {
          legend: { display: round || datasets.length > 1, position: "bottom" },
          tooltip: spec.type === "scatter" ? {
            callbacks: {
              label: function (item) {
                return (item.raw.title || "") + ": " + item.raw.y.toLocaleString("en") + " views, " + item.raw.x + " days";
              },
            },
          } : {},
        },
      },
    });
  });
})();
