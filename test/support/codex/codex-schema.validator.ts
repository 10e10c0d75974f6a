import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { SCHEMA_FIXTURES } from './codex-binary.js';
import { CLIENT_REQUESTS, JSON_RPC_ERROR, MESSAGE_UNIONS, SERVER_REQUEST_RESULTS } from './codex-schema.manifest.js';

/** One line of a fake app-server transcript: who sent it and the parsed message. */
export interface TranscriptEntry {
  readonly from: 'client' | 'server';
  readonly message: Record<string, unknown>;
}

const INTEGER_FORMATS = ['int32', 'int64', 'uint', 'uint16', 'uint32', 'uint64'];

/**
 * Validates Codex app-server messages in both directions against the committed subset of the
 * schema the real binary generates. Requests are paired with their responses by id, so results
 * are checked against the schema of the method they answer.
 */
export class CodexSchemaValidator {
  readonly #ajv: Ajv;
  readonly #cache = new Map<string, ValidateFunction>();

  constructor() {
    this.#ajv = new Ajv({ strict: false, allErrors: false });
    for (const format of INTEGER_FORMATS) this.#ajv.addFormat(format, { type: 'number', validate: (value: number) => Number.isInteger(value) });
    this.#ajv.addFormat('double', { type: 'number', validate: () => true });
  }

  /** Every problem in a transcript, as readable lines (empty when everything conforms). */
  validateTranscript(entries: readonly TranscriptEntry[]): string[] {
    const problems: string[] = [];
    const clientRequests = new Map<unknown, string>();
    const serverRequests = new Map<unknown, string>();
    for (const { from, message } of entries) {
      const method = typeof message['method'] === 'string' ? message['method'] : undefined;
      const hasId = message['id'] !== undefined;
      if (method !== undefined && hasId) {
        if (from === 'client') {
          clientRequests.set(message['id'], method);
          const entry = CLIENT_REQUESTS[method];
          if (entry === undefined) problems.push(`client request ${method} is not in the schema subset`);
          else this.#check(entry.params, message['params'] ?? null, `client ${method} params`, problems);
        } else {
          serverRequests.set(message['id'], method);
          this.#check(MESSAGE_UNIONS.serverRequest, message, `server request ${method}`, problems);
        }
      } else if (method !== undefined) {
        const union = from === 'client' ? MESSAGE_UNIONS.clientNotification : MESSAGE_UNIONS.serverNotification;
        const { emittedAtMs: _emitted, ...rest } = message;
        this.#check(union, rest, `${from} notification ${method}`, problems);
      } else if (message['error'] !== undefined) {
        this.#check(JSON_RPC_ERROR, message, `${from} error answer to ${String(message['id'])}`, problems);
      } else {
        const answered = from === 'server' ? clientRequests.get(message['id']) : serverRequests.get(message['id']);
        const schema = answered === undefined ? undefined : from === 'server' ? CLIENT_REQUESTS[answered]?.result : SERVER_REQUEST_RESULTS[answered];
        if (schema === undefined) problems.push(`${from} answer to id ${String(message['id'])} (${answered ?? 'unknown request'}) has no schema in the subset`);
        else this.#check(schema, message['result'], `${from} result of ${answered}`, problems);
      }
    }
    return problems;
  }

  #check(file: string, value: unknown, label: string, problems: string[]): void {
    const validate = this.#compiled(file);
    if (validate(value)) return;
    const first = validate.errors?.[0];
    problems.push(`${label} does not match ${file}: ${first?.instancePath ?? ''} ${first?.message ?? ''}`.trim());
  }

  #compiled(file: string): ValidateFunction {
    let validate = this.#cache.get(file);
    if (validate === undefined) {
      validate = this.#ajv.compile(JSON.parse(readFileSync(join(SCHEMA_FIXTURES, file), 'utf8')) as object);
      this.#cache.set(file, validate);
    }
    return validate;
  }
}
