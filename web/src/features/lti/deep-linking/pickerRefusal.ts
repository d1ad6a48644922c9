import { LTI_MSG, type LtiLaunchContext } from '@cytocampus/contracts';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';

export interface PickerRefusal {
  /** The API's own words (LTI_MSG), as its 403 says them. */
  message: string;
  /** What to do about it. */
  help: string;
}

/**
 * Why the picker cannot be used, from the launch (null: no launch started this session), checked as
 * the API checks before it answers the catalogue; null when an instructor's deep-linking launch may pick.
 */
export function pickerRefusal(context: LtiLaunchContext | null): PickerRefusal | null {
  if (context === null) return { message: LTI_MSG.noLaunch, help: T.refusedNoLaunch };
  if (context.messageType !== 'LtiDeepLinkingRequest') return { message: LTI_MSG.notDeepLinking, help: T.refusedNotDeepLinking };
  if (!context.instructor) return { message: LTI_MSG.notInstructor, help: T.refusedNotInstructor };
  return null;
}

/** A refusal the API answered anyway (the launch ended meanwhile): its message, with the help that goes with it. */
export function refusalOfMessage(message: string): PickerRefusal {
  if (message === LTI_MSG.notInstructor) return { message, help: T.refusedNotInstructor };
  if (message === LTI_MSG.notDeepLinking) return { message, help: T.refusedNotDeepLinking };
  return { message, help: T.refusedNoLaunch };
}
