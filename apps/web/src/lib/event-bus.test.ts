import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.ts';

describe('createEventBus', () => {
  it('delivers a payload to the listeners of its name only, until they stop listening', () => {
    const bus = createEventBus();
    const notification = vi.fn();
    const other = vi.fn();
    const stop = bus.on('notification', notification);
    bus.on('profile-changed', other);
    bus.emit('notification', { id: 1 });
    expect(notification).toHaveBeenCalledWith({ id: 1 });
    expect(other).not.toHaveBeenCalled();
    stop();
    bus.emit('notification', { id: 2 });
    expect(notification).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the others when one listener throws', () => {
    const bus = createEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    bus.on('x', () => {
      throw new Error('broken');
    });
    bus.on('x', second);
    bus.emit('x', 1);
    expect(second).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
