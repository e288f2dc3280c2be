// Units per day by operation, as a stacked bar chart (Chart.js from its webjar). The data are
// in the canvas's data-chart attribute, as JSON the server rendered; the same numbers are in a table on the page.
(function () {
  const canvas = document.getElementById("usage-chart");
  if (!canvas || !canvas.dataset.chart || typeof Chart === "undefined") return;
  const data = JSON.parse(canvas.dataset.chart);
  // Colour-blind-safe palette (Okabe–Ito), then greys.
  const palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000"];
  const datasets = data.series.map((s, i) => ({
    label: s.operation,
    data: s.units,
    backgroundColor: palette[i] || "#8c8c8c",
    borderWidth: 0,
  }));
  new Chart(canvas, {
    type: "bar",
    data: { labels: data.days.map((d) => d.slice(5)), datasets: datasets },
    options: {
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: true, ticks: { maxRotation: 0, autoSkip: true } },
        y: { stacked: true, beginAtZero: true, title: { display: true, text: "units" }, ticks: { precision: 0 } },
      },
      plugins: {
        legend: { position: "bottom" },
        tooltip: { callbacks: { title: (items) => data.days[items[0].dataIndex] } },
      },
    },
  });
})();
