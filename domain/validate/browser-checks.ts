import { failed, passed, type ValidationCheck } from './validation-check.js';
import type { BrowserLaunchOutcome, BrowserVersionOutcome } from './liveness-outcomes.js';
import { unansweredCheck } from './searxng-checks.js';

const COMMAND_KEY = 'tools.web.fetch.browserCommand (or MONO_AGENT_WEB_BROWSER_COMMAND)';
const INSTALL = `npm install -g agent-browser (0.33.1 or newer), or set ${COMMAND_KEY} to the absolute path of one`;

/** `render.agent_browser`: `browserCommand --version` must report agent-browser 0.33.1 or newer. */
export function browserVersionCheck(outcome: BrowserVersionOutcome, command: string): ValidationCheck {
  const id = 'render.agent_browser';
  switch (outcome.kind) {
    case 'version': {
      const found = outcome.version.join('.');
      return outcome.supported
        ? passed(id, `${command} is agent-browser ${found} (0.33.1 or newer)`)
        : failed(id, `${command} is agent-browser ${found}; rendering needs 0.33.1 or newer`, INSTALL);
    }
    case 'foreign':
      return failed(id, `${command} --version printed "${outcome.output}", not an agent-browser version`, INSTALL);
    case 'not_found':
      return failed(id, `${command} was not found`, INSTALL);
    case 'failed':
      return failed(id, `${command} --version failed: ${outcome.message}`, INSTALL);
    default:
      return unansweredCheck(id, `${command} --version`, outcome, INSTALL, failed);
  }
}

/** `render.chromium`: one `about:blank` open with the configured browser. */
export function browserLaunchCheck(outcome: BrowserLaunchOutcome | undefined): ValidationCheck {
  const id = 'render.chromium';
  const fix = 'install Chromium (Debian: apt-get install chromium) and, if agent-browser does not find it, set AGENT_BROWSER_EXECUTABLE_PATH=/usr/bin/chromium';
  if (outcome === undefined) return failed(id, 'Chromium launch not checked: the agent-browser check failed', 'fix render.agent_browser first');
  switch (outcome.kind) {
    case 'launched':
      return passed(id, 'Chromium launched and opened about:blank');
    case 'failed':
      return failed(id, `Chromium did not open about:blank: ${outcome.message}`, fix);
    default:
      return unansweredCheck(id, 'opening about:blank', outcome, fix, failed);
  }
}
