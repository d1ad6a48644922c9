/**
 * Makes OpenSeadragon's focusable canvas the keyboard surface of the viewer: an 'application'
 * region with a label and a description of its keys, running commandForKey's commands.
 */
import { commandForKey, type ViewerCommand } from './keyboardCommands';
import { VIEWER_TEXT } from './viewerConstants';

let helpCount = 0;

export function attachKeyboard(surface: HTMLElement, run: (command: ViewerCommand) => void): () => void {
  helpCount += 1;
  const help = document.createElement('span');
  help.id = `cc-wsi-help-${helpCount}`;
  help.className = 'cc-wsi-visually-hidden';
  help.textContent = VIEWER_TEXT.viewerHelp;
  surface.after(help);
  surface.setAttribute('role', 'application');
  surface.setAttribute('aria-roledescription', 'slide viewer');
  surface.setAttribute('aria-label', VIEWER_TEXT.viewerLabel);
  surface.setAttribute('aria-describedby', help.id);
  surface.tabIndex = 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const command = commandForKey(event);
    if (!command) return;
    event.preventDefault();
    run(command);
  };
  surface.addEventListener('keydown', onKeyDown);
  return () => {
    surface.removeEventListener('keydown', onKeyDown);
    help.remove();
  };
}
