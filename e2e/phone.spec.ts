/** The outcall phone on the simulated line (core §2 Outcall phone popover, §4 Outbound phone). */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';

async function openPhone(page: Page) {
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  const phone = page.getByRole('dialog', { name: 'Phone' });
  await expect(phone).toBeVisible();
  return phone;
}

/** Whether leaving the page now would ask first: a beforeunload listener cancels the event. */
function leavingAsks(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test.describe('Phone', () => {
  test('places a call on the simulated line, mutes, sends keypad digits and hangs up; the call shows in the activity', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    await expect(phone.getByRole('combobox', { name: 'Call From' })).toBeVisible();
    const call = phone.getByRole('button', { name: 'Call', exact: true });
    await expect(call).toBeDisabled();
    const n = `${Date.now()}`.slice(-4);
    await phone.getByRole('textbox', { name: 'Call To' }).fill(`503555${n}`);
    await expect(call).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    // A double click starts the call: its second click does not land on the Hang Up that replaced Call.
    await call.dblclick();
    await expect(phone.getByRole('status')).toHaveText('Connected');
    const mute = phone.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    const keypad = phone.getByRole('group', { name: 'Keypad' });
    await keypad.getByRole('button', { name: '5' }).click();
    await keypad.getByRole('button', { name: '#' }).click();
    // The digits the line was sent, in order, as the panel shows them during the call.
    await expect(phone.getByText('Sent: 5#')).toBeVisible();
    await phone.getByRole('button', { name: 'Hang Up' }).click();
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();

    // The outcall was recorded (an OC item with the number called).
    await phone.getByRole('button', { name: 'Close the phone' }).click();
    await page.goto('/activity');
    await page.getByRole('searchbox').first().fill(`555-${n}`);
    // The search holds only the call to this number: its row (from the caller, Ethan Brooks) shows.
    await expect(page.getByText('Ethan Brooks', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  });

  test('on a phone, the keypad dials the number before the call', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    const keypad = phone.getByRole('group', { name: 'Keypad' });
    await expect(keypad.getByRole('button', { name: '#' })).toBeDisabled();
    const number = `503555${`${Date.now()}`.slice(-4)}`;
    // The keys stay under the finger: a number still being dialled is not called incomplete (its
    // message pushed the keypad down 22 px from the first digit to the tenth).
    const keyTop = async () => (await keypad.getByRole('button', { name: '5', exact: true }).boundingBox())!.y;
    const top = await keyTop();
    for (const digit of number) {
      await keypad.getByRole('button', { name: digit, exact: true }).click();
      expect(await keyTop()).toBe(top);
    }
    await expect(phone.getByRole('textbox', { name: 'Call To' })).toHaveValue(number);
    await expect(phone.getByRole('textbox', { name: 'Call To' })).not.toHaveAttribute('aria-invalid', 'true');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(phone.getByRole('status')).toHaveText('Connected');
    await phone.getByRole('button', { name: 'Hang Up' }).click();
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
  });

  test('a lost connection is said in the portal\'s words, not the browser\'s', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    await page.route('**/portalApi/api/me/outcallRequest', (route) => route.abort('internetdisconnected'));
    const phone = await openPhone(page);
    await phone.getByRole('textbox', { name: 'Call To' }).fill('503-555-0142');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    const notice = phone.getByRole('alert');
    await expect(notice).toContainText('The connection to the server failed. Check your network and try again.');
    await expect(notice).not.toContainText('Failed to fetch');
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
  });

  test('shows a Phone Error notice when the line fails and is ready to call again', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    await phone.getByRole('textbox', { name: 'Call To' }).fill('500-555-0009');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    const notice = phone.getByRole('alert');
    await expect(notice).toContainText('Phone Error');
    await expect(notice).toContainText('Connection error');
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();
  });

  test('an error during a muted call clears the outcall and unmutes', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    // The simulated line's dropping test number answers, then drops when it gets a digit.
    await phone.getByRole('textbox', { name: 'Call To' }).fill('500-555-0010');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(phone.getByRole('status')).toHaveText('Connected');
    const mute = phone.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await phone.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '1' }).click();

    await expect(phone.getByRole('alert')).toContainText('Phone Error');
    await expect(phone.getByRole('alert')).toContainText('the simulated call dropped');
    // Unmuted, and the outcall cleared: no Hang Up, Call and Call From usable again.
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Hang Up' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'Call', exact: true })).toBeEnabled();
    await expect(phone.getByRole('combobox', { name: 'Call From' })).toBeEnabled();
  });

  test('remembers the Call From number after a reload', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    let phone = await openPhone(page);
    const callFrom = phone.getByRole('combobox', { name: 'Call From' });
    const options = await callFrom.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    const second = options[1]!;
    await expect(callFrom.locator('option:checked')).toHaveText(options[0]!);
    await callFrom.selectOption({ label: second });

    await page.reload();
    phone = await openPhone(page);
    await expect(phone.getByRole('combobox', { name: 'Call From' }).locator('option:checked')).toHaveText(second);
  });

  test('Call To says what is wrong: a short number when Call is pressed, letters as they are typed (and Enter does not dial them)', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    const callTo = phone.getByRole('textbox', { name: 'Call To' });
    await expect(callTo).toHaveAttribute('maxlength', '20');
    // en and en-GB word it alike but for the code's name.
    const incomplete = phone.getByText(/^Enter the full phone number, (area|dialling) code included\.$/);

    await callTo.fill('503555');
    // Still being typed: nothing said yet.
    await expect(callTo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(incomplete).toHaveCount(0);
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(incomplete).toBeVisible();
    await expect(callTo).toHaveAttribute('aria-invalid', 'true');
    await expect(callTo).toBeFocused();
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    // Complete, the message goes at once.
    await callTo.pressSequentially('0144');
    await expect(incomplete).toHaveCount(0);
    await expect(callTo).not.toHaveAttribute('aria-invalid', 'true');

    // Letters are flagged as they are typed, and Enter does not dial them.
    await callTo.fill('503-555-O144');
    await expect(phone.getByText('Use digits only (spaces, dashes, brackets and a leading + are fine).')).toBeVisible();
    await expect(callTo).toHaveAttribute('aria-invalid', 'true');
    await callTo.press('Enter');
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(phone.getByRole('button', { name: 'Hang Up' })).toHaveCount(0);
  });

  test('closing the phone during a call leaves a sign of it on the top bar\'s phone button, the way back to Hang Up', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    const phone = await openPhone(page);
    expect(await leavingAsks(page)).toBe(false);
    await phone.getByRole('textbox', { name: 'Call To' }).fill('503-555-0145');
    await phone.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(phone.getByRole('status')).toHaveText('Connected');
    // Call went and the fields are off: the focus is on Hang Up, not lost.
    await expect(phone.getByRole('button', { name: 'Hang Up' })).toBeFocused();
    await phone.getByRole('button', { name: 'Close the phone' }).click();
    await expect(phone).toBeHidden();

    const inCall = page.getByRole('button', { name: 'Phone, call in progress' });
    await expect(inCall).toBeVisible();
    await expect(inCall).toHaveAttribute('aria-pressed', 'false');
    // A reload or a closed tab now would drop the call: the browser asks first.
    expect(await leavingAsks(page)).toBe(true);

    await inCall.click();
    await expect(phone).toBeVisible();
    await phone.getByRole('button', { name: 'Hang Up' }).click();
    await expect(phone.getByRole('status')).toHaveText('Ready to call');
    await expect(page.getByRole('button', { name: 'Phone', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Phone, call in progress' })).toHaveCount(0);
    expect(await leavingAsks(page)).toBe(false);
  });
});
