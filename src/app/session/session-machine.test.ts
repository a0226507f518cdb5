import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueries } from '@/api/session/session.queries';
import { createTestQueryClient } from '@/testing/query-client';
import { makeUser } from '@/testing/user-fixtures';
import { browser, storageKeys } from './browser';
import { continueToCustomerLogin, handleUnauthorized, logout, refreshUser, resetSessionMachine, startSession } from './session-machine';
import { getSession, getSessionScope } from './session-store';
import { chooseStayLoggedIn, shouldAskStayLoggedIn } from './stay-logged-in';

vi.mock('@/app/realtime/realtime-sync', () => ({ startRealtimeSync: vi.fn(() => () => {}), realtimeUrl: () => 'ws://x/update' }));

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn<(url: string) => void>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pathOf = (call: Parameters<typeof fetch>) => new URL((call[0] as Request).url).pathname;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browser, 'assign').mockImplementation(assign);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  resetSessionMachine();
  fetchMock.mockReset();
  assign.mockReset();
});

describe('session machine', () => {
  it('no key at all: goes to the login page with the return address', async () => {
    await startSession({ queryClient: createTestQueryClient() });
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/login?returnUrl=${encodeURIComponent(`${window.location.origin}/`)}`);
  });

  it("a fragment never goes to the login page in the query: it stays in the tab and comes back after the login", async () => {
    window.history.replaceState(null, '', '/profile?x=1#passwordChangeKey=secret-key&expires=99');
    await startSession({ queryClient: createTestQueryClient() });
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/login?returnUrl=${encodeURIComponent(`${window.location.origin}/profile?x=1`)}`);
    expect(assign.mock.calls[0]![0]).not.toContain('secret-key');
    resetSessionMachine();
    // The login page hands the session back to the address without the fragment.
    window.history.replaceState(null, '', '/profile?x=1#sessionKey=s1&identityKey=i1');
    fetchMock.mockResolvedValue(json(makeUser()));
    await startSession({ queryClient: createTestQueryClient() });
    expect(getSession().sessionKey).toBe('s1');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/profile?x=1#passwordChangeKey=secret-key&expires=99');
    expect(browser.getSession(storageKeys.fragmentBeforeLogin)).toBeNull();
  });

  it('login fragment → cookie → active; the fragment is removed and Stay Logged In is offered', async () => {
    window.history.replaceState(null, '', '/activity#sessionKey=s1&identityKey=i1');
    fetchMock.mockResolvedValue(json(makeUser()));
    const client = createTestQueryClient();
    await startSession({ queryClient: client });
    const session = getSession();
    expect(session.state).toBe('active');
    expect(session.sessionKey).toBe('s1');
    expect(document.cookie).toContain('portalSessionKey=s1');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/activity');
    expect(client.getQueryData(sessionQueries.me(getSessionScope()).queryKey)?.userId).toBe(1);
    expect(shouldAskStayLoggedIn(session)).toBe(true);
    chooseStayLoggedIn('save');
    expect(browser.getLocal(storageKeys.identityKey)).toBe('i1');
    expect(shouldAskStayLoggedIn(getSession())).toBe(false);
  });

  it('a reload before "Stay Logged In?" is answered asks it again; once answered it is not asked again', async () => {
    window.history.replaceState(null, '', '/activity#sessionKey=s1&identityKey=i1');
    fetchMock.mockImplementation(async () => json(makeUser()));
    await startSession({ queryClient: createTestQueryClient() });
    expect(shouldAskStayLoggedIn(getSession())).toBe(true);
    // The reload: the same tab, now started from the cookie.
    resetSessionMachine();
    await startSession({ queryClient: createTestQueryClient() });
    expect(getSession()).toMatchObject({ state: 'active', sessionKey: 's1', pendingIdentityKey: 'i1' });
    expect(shouldAskStayLoggedIn(getSession())).toBe(true);
    chooseStayLoggedIn('notNow');
    resetSessionMachine();
    await startSession({ queryClient: createTestQueryClient() });
    expect(shouldAskStayLoggedIn(getSession())).toBe(false);
    expect(browser.getLocal(storageKeys.identityKey)).toBeNull();
  });

  it('agent link: key for this tab only, never offers to save the password', async () => {
    window.history.replaceState(null, '', '/?agentUserSession=agent-9');
    fetchMock.mockResolvedValue(json(makeUser({ agentSession: 'Y' })));
    await startSession({ queryClient: createTestQueryClient() });
    expect(getSession()).toMatchObject({ state: 'active', isAgent: true, agentUserSession: 'agent-9' });
    expect(browser.getSession(storageKeys.agentSessionKey)).toBe('agent-9');
    expect(window.location.search).toBe('');
    expect(getSessionScope().startsWith('a')).toBe(true);
    expect(shouldAskStayLoggedIn(getSession())).toBe(false);
  });

  it('a new tab of a browser with an agent session open says so instead of leaving for the customer login, until it ends', async () => {
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    window.history.replaceState(null, '', '/?agentUserSession=agent-9');
    fetchMock.mockImplementation(async () => json(makeUser({ agentSession: 'Y', agentSessionEndsAt: endsAt })));
    await startSession({ queryClient: createTestQueryClient() });
    expect(browser.getLocal(storageKeys.agentSessionOpen)).toBe(String(Date.parse(endsAt)));
    // The new tab: no agent key of its own (sessionStorage is per tab), no cookie.
    resetSessionMachine();
    browser.removeSession(storageKeys.agentSessionKey);
    await startSession({ queryClient: createTestQueryClient() });
    expect(getSession().state).toBe('agentElsewhere');
    expect(assign).not.toHaveBeenCalled();
    continueToCustomerLogin();
    expect(assign.mock.calls[0]![0]).toContain('/login?returnUrl=');
    expect(browser.getLocal(storageKeys.agentSessionOpen)).toBeNull();
    // An agent session that has ended is no reason to stop a new tab.
    resetSessionMachine();
    assign.mockReset();
    browser.setLocal(storageKeys.agentSessionOpen, String(Date.now() - 1));
    await startSession({ queryClient: createTestQueryClient() });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('logging out of an agent session goes back to the support console; a customer goes to the login page', async () => {
    window.history.replaceState(null, '', '/?agentUserSession=agent-9');
    fetchMock.mockImplementation(async () => json(makeUser({ agentSession: 'Y' })));
    await startSession({ queryClient: createTestQueryClient() });
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await logout();
    expect(assign).toHaveBeenLastCalledWith(`${window.location.origin}/support`);
    expect(browser.getSession(storageKeys.agentSessionKey)).toBeNull();

    resetSessionMachine();
    window.history.replaceState(null, '', '/#sessionKey=s2');
    fetchMock.mockImplementation(async () => json(makeUser()));
    await startSession({ queryClient: createTestQueryClient() });
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await logout();
    expect(assign.mock.lastCall![0]).toContain('/logout?returnUrl=');
  });

  it('saved identity key is traded for a session', async () => {
    browser.setLocal(storageKeys.identityKey, 'id-7');
    fetchMock.mockImplementation(async (input) =>
      new URL((input as Request).url).pathname.endsWith('/api/session') ? json({ sessionKey: 'from-id' }) : json(makeUser()),
    );
    await startSession({ queryClient: createTestQueryClient() });
    expect(getSession()).toMatchObject({ state: 'active', sessionKey: 'from-id', identityLogin: true });
  });

  it('a 401 on the identity trade clears the saved key and goes to a login that says the saved login expired', async () => {
    browser.setLocal(storageKeys.identityKey, 'id-7');
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await startSession({ queryClient: createTestQueryClient() });
    expect(browser.getLocal(storageKeys.identityKey)).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]![0] as string);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('expired')).toBe('1');
  });

  it('a 401 clears the cookie and redirects once, however many requests fail', async () => {
    document.cookie = 'portalSessionKey=dead; Path=/';
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await startSession({ queryClient: createTestQueryClient() });
    handleUnauthorized();
    handleUnauthorized();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('portalSessionKey=dead');
    expect(getSession().state).toBe('cookie');
  });

  it('refreshUser during a refresh runs once more afterwards', async () => {
    document.cookie = 'portalSessionKey=k; Path=/';
    fetchMock.mockImplementation(async () => json(makeUser()));
    await startSession({ queryClient: createTestQueryClient() });
    const before = fetchMock.mock.calls.filter((c) => pathOf(c).endsWith('/api/me')).length;
    const first = refreshUser();
    void refreshUser();
    void refreshUser();
    expect(getSession().updateAgain).toBe(true);
    await first;
    const after = fetchMock.mock.calls.filter((c) => pathOf(c).endsWith('/api/me')).length;
    expect(after - before).toBe(2);
    expect(getSession()).toMatchObject({ updating: false, updateAgain: false });
  });
});
