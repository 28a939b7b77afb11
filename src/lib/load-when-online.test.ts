import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

const phone = Object.assign(new EventTarget(), { onLine: true });

beforeEach(() => {
  phone.onLine = true;
  vi.stubGlobal('window', phone);
  vi.stubGlobal('navigator', phone);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const failed = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadWhenOnline', () => {
  it('waits for the signal to come back after a download fails offline, then loads', async () => {
    phone.onLine = false;
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failed()).mockResolvedValue('part');
    const loaded = loadWhenOnline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);

    phone.onLine = true;
    phone.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again at once when the signal is already back', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failed()).mockResolvedValue('part');
    await expect(loadWhenOnline(load)).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on a download that fails three times with a signal', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    await expect(loadWhenOnline(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
