/** The bench config's global teardown: the side-by-side table of this run (tests/bench/side-by-side.ts). */
import { printSideBySide } from './side-by-side';

export default function sideBySideTeardown(): void {
  // This run's figures only: the runner's process started when the run did.
  printSideBySide(Date.now() - process.uptime() * 1000);
}
