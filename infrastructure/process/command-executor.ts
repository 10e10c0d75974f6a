/** One program run, executed directly (never through a shell). */
export interface CommandRequest {
  /** The executable: an absolute path or a bare name looked up on the given PATH. */
  readonly file: string;
  /** Arguments, each passed as one argv element (no quoting, splitting or expansion). */
  readonly args: readonly string[];
  /** The complete environment of the child (nothing is inherited). */
  readonly env: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Wall-clock limit in ms; the child's whole process group is killed when it passes. */
  readonly timeoutMs: number;
  /** Aborting kills the child's whole process group at once. */
  readonly signal: AbortSignal;
  /** Stdout beyond this many bytes kills the child (`output_too_large`). */
  readonly maxStdoutBytes: number;
  /** Called with the child's PID (also its process-group id) right after it started. */
  readonly onSpawn?: (pid: number) => void;
}

/** How a run ended. `stdout`/`stderr` hold what was read (stderr is bounded to 64 KiB). */
export type CommandOutcome =
  | { readonly kind: 'exited'; readonly exitCode: number | null; readonly signal: string | null; readonly stdout: string; readonly stderr: string }
  | { readonly kind: 'timed_out' | 'aborted' | 'output_too_large'; readonly stdout: string; readonly stderr: string }
  /** The program could not be started; `errorCode` is the OS error (`ENOENT`, `EACCES`, …). */
  | { readonly kind: 'spawn_failed'; readonly errorCode: string; readonly message: string };

/** Runs programs directly; never rejects for an expected failure (those are outcomes). */
export interface CommandExecutor {
  run(request: CommandRequest): Promise<CommandOutcome>;
}
