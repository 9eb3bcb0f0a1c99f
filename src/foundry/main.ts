/** The module's entry: it only wires the hooks together. */
import * as boardSync from "./hooks/board-sync";
import * as init from "./hooks/init";
import * as ready from "./hooks/ready";

init.listen();
boardSync.listen();
ready.listen();
