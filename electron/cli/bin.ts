// The `hearth` command's entry in the prebuilt CLI (scripts/build-cli.mjs bundles it into out/cli/hearth.mjs):
// runs the CLI whatever name or link it was started through.
import { runCliProcess } from './index';

runCliProcess();
