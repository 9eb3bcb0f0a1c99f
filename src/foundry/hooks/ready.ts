import { publishApi } from "../api";
import { postWelcomeOnce } from "../welcome";

/** `ready`: documents and the user exist; publish the API and greet the GM once per world. */
export function listen(): void {
  Hooks.once("ready", () => {
    publishApi();
    void postWelcomeOnce();
  });
}
