/**
 * `npm run analytics-password`: reads a password on standard input (typed, or piped) and prints
 * its scrypt hash for ANALYTICS_PASSWORD_HASH, which opens the dashboard at /admin/analytics/
 * (server/field-data/dashboard.ts). Only the hash goes into the server's environment.
 *
 *   npm run analytics-password            (type the password, then Enter)
 *   printf '%s' "$PASSWORD" | npm run --silent analytics-password
 */
import { createInterface } from "node:readline/promises";
import { hashPassword } from "../../server/field-data/password.ts";

const input = createInterface({ input: process.stdin, terminal: false });
if (process.stdin.isTTY) process.stderr.write("Password for the analytics dashboard: ");
let password = "";
for await (const line of input) {
  password = line;
  break;
}
input.close();
if (password.length < 12) {
  console.error("Choose a password of at least 12 characters.");
  process.exit(1);
}
console.log(await hashPassword(password));
