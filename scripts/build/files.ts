import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file and folder below `dir`, each folder before what it holds. */
export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? [path, ...walk(path)] : [path];
  });
}

/** Every file below `dir`, without the folders. */
export function filesUnder(dir: string): string[] {
  return walk(dir).filter((path) => !statSync(path).isDirectory());
}
