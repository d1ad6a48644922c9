import { describe, expect, it } from '@jest/globals';
import { LTI_MSG, type LtiLaunchContext } from '@cytocampus/contracts';
import { pickerRefusal, refusalOfMessage } from './pickerRefusal';

describe('when the picker cannot be used', () => {
  const launch: LtiLaunchContext = {
    platformName: 'Riverside Moodle',
    contextTitle: 'CT 101',
    messageType: 'LtiDeepLinkingRequest',
    targetPath: null,
    instructor: true,
    rosterAvailable: false,
  };

  it('says so in the API’s words, as the API would refuse', () => {
    expect(pickerRefusal(launch)).toBeNull();
    expect(pickerRefusal(null)?.message).toBe(LTI_MSG.noLaunch);
    expect(pickerRefusal({ ...launch, messageType: 'LtiResourceLinkRequest' })?.message).toBe(LTI_MSG.notDeepLinking);
    expect(pickerRefusal({ ...launch, instructor: false })?.message).toBe(LTI_MSG.notInstructor);
  });

  it('gives a refusal the API answered later the help that goes with its message', () => {
    expect(refusalOfMessage(LTI_MSG.notInstructor)).toEqual({ message: LTI_MSG.notInstructor, help: pickerRefusal({ ...launch, instructor: false })?.help });
    expect(refusalOfMessage(LTI_MSG.noLaunch).help).toBe(pickerRefusal(null)?.help);
  });
});
