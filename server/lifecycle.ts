/**
 * Runs `stop` once, on SIGTERM or Ctrl-C, or when the process that started this one goes
 * away. The last case is for `npm run serve*`: since npm 9.8, a SIGTERM sent to npm is
 * not passed on to the script (npm/cli#6684), npm exits, and the script would otherwise
 * keep serving with no one to stop it.
 */
export function onStop(stop: () => void): void {
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, once);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) once();
  }, 500).unref();
}
