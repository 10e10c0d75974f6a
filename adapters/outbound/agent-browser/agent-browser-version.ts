/** The oldest agent-browser whose flags and output this adapter relies on. */
export const MINIMUM_AGENT_BROWSER_VERSION = [0, 33, 1] as const;

/** `[major, minor, patch]` from `agent-browser --version` output (`agent-browser 0.41.2`), or undefined. */
export function parseAgentBrowserVersion(output: string): readonly [number, number, number] | undefined {
  const match = /^agent-browser (\d+)\.(\d+)\.(\d+)/m.exec(output.trim());
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True when `version` is at least {@link MINIMUM_AGENT_BROWSER_VERSION}. */
export function isSupportedVersion(version: readonly [number, number, number]): boolean {
  for (let index = 0; index < 3; index += 1) {
    const have = version[index] ?? 0;
    const need = MINIMUM_AGENT_BROWSER_VERSION[index] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}
