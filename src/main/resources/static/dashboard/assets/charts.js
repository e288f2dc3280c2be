// The dashboard's charts, on the analysis report and a channel's history (Chart.js from its
// webjar). Each canvas carries its chart in its data-chart attribute, as JSON the server rendered;
// the same numbers are in the table below it. A spec with "dates" plots points whose x is a time
// (epoch milliseconds) on a linear axis labelled with dates, so that days without a reading keep
// their width. A scatter's x is a number of xUnit ("days" unless the spec says).
(function () {
  if (typeof Chart === "undefined") return;
  // Colour-blind-safe palette (Okabe–Ito).
  const palette = ["#009E73", "#999999", "#D55E00", "#0072B2", "#E69F00", "#CC79A7", "#56B4E9"];
  const grouping = new Intl.NumberFormat("en", { notation: "compact" });
  // Growth moves the later digits: 2.015M, not a second "2M".
  const finer = new Intl.NumberFormat("en", { notation: "compact", maximumSignificantDigits: 4 });
  const day = function (millis) { return new Date(millis).toISOString().slice(0, 10); };
  document.querySelectorAll("canvas.report-canvas[data-chart]").forEach(function (canvas) {
    const spec = JSON.parse(canvas.dataset.chart);
    const round = spec.type === "doughnut";
    // A dataset may be drawn as a line through its points (line), filled to the one before it
    // (fill: "-1", with its own translucent background: a band), dashed (dash), without points
    // (points: 0), and left out of the legend (legend: false).
    const datasets = spec.datasets.map(function (d) {
      return {
        label: d.label,
        data: d.data,
        backgroundColor: d.background || d.colour || palette,
        borderColor: d.colour || "#ffffff",
        pointRadius: d.points != null ? d.points : spec.type === "scatter" || spec.dates ? 3 : undefined,
        showLine: !!d.line || undefined,
        fill: d.fill || false,
        borderDash: d.dash ? [6, 4] : undefined,
        borderWidth: d.width || undefined,
        inLegend: d.legend !== false,
        tension: 0,
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
      if (spec.type === "scatter" || spec.dates) scales.x.type = "linear";
      // Growth over time is read in its changes: the value axis starts near the values.
      if (!spec.logY && !spec.dates) scales[values].beginAtZero = true;
      // The server scaled the value axis to the data (its caption says where it starts).
      if (spec.yMin != null) {
        scales[values].beginAtZero = false;
        scales[values].min = spec.yMin;
        scales[values].max = spec.yMax;
      }
      // A time axis over the readings' own days, not Chart.js's padding of a single point.
      if (spec.xMin != null) {
        scales.x.min = spec.xMin;
        scales.x.max = spec.xMax;
      }
      if (spec.dates) {
        // Ticks a whole number of days apart (at midnight UTC), a few on a phone.
        const xs = spec.datasets.flatMap(function (d) { return d.data.map(function (p) { return p.x; }); });
        const span = Math.max(1, (Math.max.apply(null, xs) - Math.min.apply(null, xs)) / 864e5);
        scales.x.ticks.stepSize = Math.ceil(span / (canvas.parentElement.clientWidth < 500 ? 3 : 7)) * 864e5;
        scales.x.ticks.callback = function (v) { return day(v); };
        scales.y.ticks.callback = function (v) { return finer.format(v); };
        scales.y.ticks.precision = 0; // counts: no tick between two whole numbers
      }
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
          legend: {
            display: round || datasets.length > 1,
            position: "bottom",
            labels: { filter: function (item, data) { return round || data.datasets[item.datasetIndex].inLegend; } },
          },
          tooltip: spec.dates ? {
            callbacks: {
              title: function (items) { return items.length ? day(items[0].raw.x) : ""; },
              label: function (item) { return item.dataset.label + ": " + item.raw.y.toLocaleString("en"); },
            },
          } : spec.type === "scatter" ? {
            callbacks: {
              label: function (item) {
                return (item.raw.title || item.dataset.label) + ": " + Math.round(item.raw.y).toLocaleString("en") + " views, " + item.raw.x + " " + (spec.xUnit || "days");
              },
            },
          } : {},
        },
      },
    });
  });
})();
