/**
 * The candidate closest to a mistyped name, if any is close enough to be a plausible typo:
 * equal ignoring case, within an edit distance of 2 (3 for names longer than 12 characters), or a
 * prefix of at least 4 characters (`apiKey` for `apiKeyEnv`).
 */
export function suggestName(input: string, candidates: readonly string[]): string | undefined {
  const lowered = input.toLowerCase();
  const limit = input.length > 12 ? 3 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(lowered, candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { name: candidate, distance };
  }
  if (best !== undefined || lowered.length < 4) return best?.name;
  return candidates.find((candidate) => candidate.toLowerCase().startsWith(lowered));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
