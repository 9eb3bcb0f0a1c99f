import { hostRulesets } from "./rulesets";
import { MODULE_ID } from "./constants";
import { rulesetLabel } from "./settings";
import { templatePath } from "./templates";

/** Once per world, tells the GM (and only the GM) what the module does and where its guide is. */
export async function postWelcomeOnce(): Promise<void> {
  if (!game.user?.isGM || game.settings.get(MODULE_ID, "welcomeShown")) return;
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/welcome.hbs"), {
    rulesets: hostRulesets().ids.map(rulesetLabel),
  });
  const gmIds = game.users?.filter((user) => user.isGM).map((user) => user.id) ?? [];
  await ChatMessage.create({ content, whisper: gmIds, speaker: { alias: game.i18n.localize("WARGAME.Title") } });
  await game.settings.set(MODULE_ID, "welcomeShown", true);
}
