/** After the build: says where the installable module is and how to put it into Foundry. */
import { resolve } from "node:path";

const dist = resolve("dist");
console.log(`
The module is built in ${dist}
Put it into Foundry VTT v13 in one of two ways:
  - link it:  npm run link -- "<Foundry user data path>"   (Data/modules/wargame-combat → dist/)
  - or copy:  npm run package, then unzip module.zip into <Foundry user data path>/Data/modules/wargame-combat/
Then enable "Wargame Combat" in your world's Manage Modules.`);
