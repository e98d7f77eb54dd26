/** Loads the page again from the server: the remedy for code that failed to download (route-error.tsx). */
export function reloadPage(): void {
  window.location.reload();
}
