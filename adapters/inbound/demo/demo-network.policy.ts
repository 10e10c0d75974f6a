import type { NetworkPolicy } from '../../../domain/network/network-policy.js';

/**
 * The sandbox policy the demo runs under, replacing the configured one: the loopback demo site
 * (and a loopback SearXNG/Ollama), plus the public hosts the default search chain contacts —
 * DuckDuckGo and Startpage for keyless search, chatgpt.com for Codex, ollama.com for hosted
 * Ollama. A host entry admits its subdomains (html.duckduckgo.com, www.startpage.com).
 */
export const DEMO_NETWORK_POLICY: NetworkPolicy = {
  mode: 'allowlist',
  allow: ['127.0.0.1', 'localhost', 'duckduckgo.com', 'startpage.com', 'chatgpt.com', 'ollama.com'],
};
