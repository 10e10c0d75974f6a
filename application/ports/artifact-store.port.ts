/** Writes full tool output that did not fit the model-facing cap to a private (0600) temp file. */
export interface ArtifactStorePort {
  /** Returns the absolute path of the saved text. */
  save(text: string, hint: { readonly extension: 'md' | 'txt' | 'json' }): Promise<string>;
}

export const ARTIFACT_STORE = Symbol.for('mono-agent-web.port.ArtifactStore');
