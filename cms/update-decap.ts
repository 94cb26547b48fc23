/**
 * `npm run cms:update-decap -- 3.16.3`: puts Decap CMS's prebuilt bundle of that version in
 * cms/vendor/decap-cms/, where the build takes the editor from (cms/admin.ts). The bundle is
 * kept in the repository, with its licences, so that `npm ci` for building, serving and testing
 * the site installs none of the editor's ~700 packages (docs/cms.md, "Updating Decap CMS").
 * npm fetches the one package, without its dependencies, and checks it against the registry's
 * integrity hash; the version is written to cms/vendor/decap-cms/VERSION.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const vendorDir = "cms/vendor/decap-cms";

const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error("Usage: npm run cms:update-decap -- <version>, for example 3.16.3");
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), "decap-cms-"));
try {
  const tarball = execFileSync("npm", ["pack", `decap-cms@${version}`, "--silent", "--pack-destination", scratch], {
    encoding: "utf8",
  }).trim();
  execFileSync("tar", ["-xzf", join(scratch, tarball), "-C", scratch]);
  const dist = join(scratch, "package/dist");
  mkdirSync(vendorDir, { recursive: true });
  // The old version's files go; LICENSE (Decap's own MIT licence, which the package does not ship) stays.
  for (const name of readdirSync(vendorDir).filter((name) => name !== "LICENSE")) rmSync(join(vendorDir, name));
  // The bundle and the chunks it loads beside itself; its licence notices; not the source maps or the `cms.js` twin.
  for (const name of readdirSync(dist).filter((name) => name.endsWith("decap-cms.js") || name === "decap-cms.js.LICENSE.txt"))
    cpSync(join(dist, name), join(vendorDir, name));
  writeFileSync(join(vendorDir, "VERSION"), `${version}\n`);
  console.log(`Decap CMS ${version} is in ${vendorDir}: commit it, then check the editor with npm test.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
