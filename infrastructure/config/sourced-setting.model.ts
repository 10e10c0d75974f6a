import type { WebSettingName, WebSettingValues } from './web-setting-fields.schema.js';

/**
 * A setting's value together with where it came from, so a later cross-field rule can name the
 * right config key or environment variable in its message.
 */
export interface SourcedSetting<T> {
  readonly value: T;
  /** A key path (`tools.web.search.ollama.baseUrl`) or `env NAME (key path)`. */
  readonly path: string;
}

/** Settings found in one source (the file or the environment), each with its origin. */
export type SourcedWebSettings = {
  readonly [K in WebSettingName]?: SourcedSetting<WebSettingValues[K]>;
};
