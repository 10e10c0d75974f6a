import type * as z from '../../domain/shared/zod-mini.js';
import type { ConfigIssue } from './config-error.model.js';
import { suggestName } from './name-suggestion.policy.js';

/** Renders zod path segments as a key path: `tools.web.search`, `sandbox.network.allow[2]`. */
export function formatKeyPath(segments: readonly PropertyKey[]): string {
  let path = '';
  for (const segment of segments) {
    path += typeof segment === 'number' ? `[${segment}]` : `${path === '' ? '' : '.'}${String(segment)}`;
  }
  return path === '' ? '(config root)' : path;
}

/** The keys an object schema accepts at `segments`, following optional wrappers; empty if none. */
export function acceptedKeysAt(schema: z.core.$ZodType, segments: readonly PropertyKey[]): readonly string[] {
  let node: z.core.$ZodType = schema;
  for (const segment of [...segments, undefined]) {
    while (node._zod.def.type === 'optional') node = (node._zod.def as z.core.$ZodOptionalDef).innerType;
    if (node._zod.def.type !== 'object') return [];
    const shape: Readonly<Record<string, z.core.$ZodType | undefined>> = (node._zod.def as z.core.$ZodObjectDef).shape;
    if (segment === undefined) return Object.keys(shape);
    const next = shape[String(segment)];
    if (next === undefined) return [];
    node = next;
  }
  return [];
}

/**
 * Turns zod issues into config issues. `label` renders a path for the source (a file key path,
 * or an environment variable). Unknown keys become one issue per key, naming the accepted keys
 * (from `rootSchema`) and the likely intended one.
 */
export function toConfigIssues(
  issues: readonly z.core.$ZodIssue[],
  label: (segments: readonly PropertyKey[]) => string,
  rootSchema?: z.core.$ZodType,
): ConfigIssue[] {
  return issues.flatMap((issue): ConfigIssue[] => {
    if (issue.code !== 'unrecognized_keys') return [{ path: label(issue.path), message: issue.message }];
    const accepted = rootSchema === undefined ? [] : acceptedKeysAt(rootSchema, issue.path);
    return issue.keys.map((key) => {
      const suggestion = suggestName(key, accepted);
      return {
        path: label([...issue.path, key]),
        message:
          `is not a known key${suggestion === undefined ? '' : ` (did you mean "${suggestion}"?)`}; ` +
          `accepted keys here: ${accepted.join(', ')}`,
      };
    });
  });
}
