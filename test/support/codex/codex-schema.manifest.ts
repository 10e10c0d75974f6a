/**
 * The subset of `codex app-server generate-json-schema --experimental` (from the pinned
 * `@openai/codex` devDependency) kept in test/fixtures/codex/schema: byte-for-byte copies of the
 * generated files, listed here with the protocol method each one describes. The fake app-server's
 * messages and the adapter's messages are validated against them; `codex-schema.contract.test.ts`
 * regenerates the schema from the installed binary and fails on any difference.
 */
export const CODEX_SCHEMA_VERSION = '0.169.0';

/** Client → server requests: the params schema and the result schema of each method the adapter calls. */
export const CLIENT_REQUESTS: Readonly<Record<string, { readonly params: string; readonly result: string }>> = {
  initialize: { params: 'v1/InitializeParams.json', result: 'v1/InitializeResponse.json' },
  'account/read': { params: 'v2/GetAccountParams.json', result: 'v2/GetAccountResponse.json' },
  'modelProvider/capabilities/read': { params: 'v2/ModelProviderCapabilitiesReadParams.json', result: 'v2/ModelProviderCapabilitiesReadResponse.json' },
  'model/list': { params: 'v2/ModelListParams.json', result: 'v2/ModelListResponse.json' },
  'account/rateLimits/read': { params: 'v2/NullableGetAccountRateLimitsParams.json', result: 'v2/GetAccountRateLimitsResponse.json' },
  'config/read': { params: 'v2/ConfigReadParams.json', result: 'v2/ConfigReadResponse.json' },
  'thread/start': { params: 'v2/ThreadStartParams.json', result: 'v2/ThreadStartResponse.json' },
  'turn/start': { params: 'v2/TurnStartParams.json', result: 'v2/TurnStartResponse.json' },
  'turn/interrupt': { params: 'v2/TurnInterruptParams.json', result: 'v2/TurnInterruptResponse.json' },
  'thread/unsubscribe': { params: 'v2/ThreadUnsubscribeParams.json', result: 'v2/ThreadUnsubscribeResponse.json' },
};

/** Whole-message schemas: client notifications, every server notification, every server request. */
export const MESSAGE_UNIONS = {
  clientNotification: 'ClientNotification.json',
  serverNotification: 'ServerNotification.json',
  serverRequest: 'ServerRequest.json',
} as const;

/** Our answers to server requests (typed refusals), by method; any error answer is checked against the JSON-RPC error schema. */
export const SERVER_REQUEST_RESULTS: Readonly<Record<string, string>> = {
  'item/commandExecution/requestApproval': 'CommandExecutionRequestApprovalResponse.json',
  'item/fileChange/requestApproval': 'FileChangeRequestApprovalResponse.json',
  'item/permissions/requestApproval': 'PermissionsRequestApprovalResponse.json',
  'item/tool/requestUserInput': 'ToolRequestUserInputResponse.json',
  'mcpServer/elicitation/request': 'McpServerElicitationRequestResponse.json',
  'item/tool/call': 'DynamicToolCallResponse.json',
  applyPatchApproval: 'ApplyPatchApprovalResponse.json',
  execCommandApproval: 'ExecCommandApprovalResponse.json',
};

export const JSON_RPC_ERROR = 'JSONRPCError.json';

/** Every file of the subset. */
export function subsetFiles(): string[] {
  return [
    ...new Set([
      ...Object.values(CLIENT_REQUESTS).flatMap((entry) => [entry.params, entry.result]),
      ...Object.values(MESSAGE_UNIONS),
      ...Object.values(SERVER_REQUEST_RESULTS),
      JSON_RPC_ERROR,
    ]),
  ].sort();
}
