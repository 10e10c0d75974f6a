import type { ArtifactStorePort } from '../../application/ports/artifact-store.port.js';

/** One saved artifact. */
export interface SavedArtifact {
  readonly path: string;
  readonly text: string;
  readonly extension: 'md' | 'txt' | 'json';
}

/** An in-memory `ArtifactStorePort`: records saves and returns fake absolute paths; can be told to fail. */
export class FakeArtifactStore implements ArtifactStorePort {
  readonly saved: SavedArtifact[] = [];
  /** When true, `save` rejects like a full disk. */
  failing = false;

  async save(text: string, hint: { readonly extension: 'md' | 'txt' | 'json' }): Promise<string> {
    if (this.failing) throw new Error('fake artifact store: disk full');
    const path = `/tmp/fake-artifacts/artifact-${this.saved.length + 1}.${hint.extension}`;
    this.saved.push({ path, text, extension: hint.extension });
    return path;
  }
}
