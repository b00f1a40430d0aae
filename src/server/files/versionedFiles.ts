import fs from 'node:fs';

/**
 * The versions of a versioned folder of files (schemas/forms/<form>/v2.schema.json, rating/<product>/v2.json),
 * ascending; none when the folder does not exist. `versionFile` captures the version number in group 1.
 */
export function fileVersions(dir: string, versionFile: RegExp): number[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => versionFile.exec(file)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}
