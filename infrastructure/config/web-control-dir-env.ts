/** The one environment variable that moves the host coordination state directory (tests, sandboxes). */
export const WEB_CONTROL_DIR_ENV = 'MONO_AGENT_WEB_CONTROL_DIR';
