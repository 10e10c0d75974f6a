// Shared by the library-user scripts: runs the WebFetch calls in order on one run and returns each
// outcome as printed (ok with content and details, or the failure with its error).
export async function fetchEach(run, inputs) {
  const results = [];
  for (const input of inputs) {
    const result = await run.fetch(input);
    results.push(result.ok ? { ok: true, content: result.content, details: result.details } : { ok: false, content: result.content, error: result.error });
  }
  return results;
}
