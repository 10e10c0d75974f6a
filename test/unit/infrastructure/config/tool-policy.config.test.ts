import { describe, expect, it } from 'vitest';
import { expectSingleIssue, resolveIssues, resolveOk, webFile } from './config-test-helpers.js';

describe('tools.web.enabled / MONO_AGENT_WEB_TOOLS (tool policy)', () => {
  it('defaults to both tools', () => {
    expect(resolveOk({}).enabledTools).toEqual(['WebSearch', 'WebFetch']);
  });

  it.each([
    [['WebFetch'], ['WebFetch']],
    [['WebSearch'], ['WebSearch']],
    [['WebFetch', 'WebSearch', 'WebFetch'], ['WebSearch', 'WebFetch']],
    [[], []],
  ])('the file list %j enables %j (registration order, each once)', (list, expected) => {
    expect(resolveOk(webFile({ enabled: list })).enabledTools).toEqual(expected);
  });

  it.each([
    ['WebSearch', ['WebSearch']],
    [' WebFetch , WebSearch ', ['WebSearch', 'WebFetch']],
    ['WebFetch,,', ['WebFetch']],
    ['none', []],
    ['NONE', []],
  ])('the variable %j enables %j and overrides the file', (value, expected) => {
    expect(resolveOk(webFile({ enabled: ['WebSearch', 'WebFetch'] }), { MONO_AGENT_WEB_TOOLS: value }).enabledTools).toEqual(expected);
  });

  it('an empty variable counts as unset', () => {
    expect(resolveOk(webFile({ enabled: ['WebFetch'] }), { MONO_AGENT_WEB_TOOLS: '  ' }).enabledTools).toEqual(['WebFetch']);
  });

  it('rejects an unknown tool name in the file, naming the key and what is accepted', () => {
    expectSingleIssue(resolveIssues(webFile({ enabled: ['WebSearch', 'Browse'] })), 'tools.web.enabled[1]', /"Browse" is not a tool name; accepted: a list of WebSearch, WebFetch/);
  });

  it('rejects a non-list in the file', () => {
    expectSingleIssue(resolveIssues(webFile({ enabled: 'WebSearch' })), 'tools.web.enabled', /expected a list but got "WebSearch"/);
  });

  it('rejects an unknown name in the variable, naming the variable and the key', () => {
    expectSingleIssue(resolveIssues({}, { MONO_AGENT_WEB_TOOLS: 'WebSearch,websearch2' }), 'env MONO_AGENT_WEB_TOOLS (tools.web.enabled)', /"websearch2" is not a tool name/);
  });
});
