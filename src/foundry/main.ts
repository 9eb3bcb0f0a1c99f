/** The module's entry: it only wires the hooks together. */
import * as init from "./hooks/init";
import * as ready from "./hooks/ready";

init.listen();
ready.listen();
