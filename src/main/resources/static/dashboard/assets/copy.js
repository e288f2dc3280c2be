// The copy button of a new key. The key is in a read-only field too, so it can be selected
// and copied by hand where the clipboard is not available (plain HTTP on another host).
document.addEventListener("click", async (event) => {
  const button = event.target.closest("[data-copy-target]");
  if (!button) return;
  const field = document.getElementById(button.dataset.copyTarget);
  const status = document.getElementById("copy-status");
  field.focus();
  field.select();
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(field.value);
      copied = true;
    } else {
      copied = document.execCommand("copy");
    }
  } catch (e) {
    copied = false;
  }
  button.textContent = copied ? "Copied" : "Copy";
  if (status) {
    status.textContent = copied
      ? "The key is on your clipboard."
      : "Could not copy automatically: the key is selected, press Ctrl+C (or ⌘C).";
  }
});
