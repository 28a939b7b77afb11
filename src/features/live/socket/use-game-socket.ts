import ReconnectingWebSocket from 'partysocket/ws';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  LIVE_SOCKET_QUERY,
  PING_TEXT,
  TEAM_SOCKETS_CLOSE_CODE,
  TOO_MANY_MESSAGES_CLOSE_CODE,
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '../../../../domain/game-protocol';
import { limitMs, waitMs } from '../../../lib/waits';

/**
 * 'connecting': first try. 'open': live. 'reconnecting': the connection dropped and is being
 * tried again. 'offline': the phone says it has no network; tried again when it has. 'closed':
 * the game closed it for good (the team was removed): never tried again. 'too-many': the game
 * closed it for sending more messages than it takes; a reload opens a new one. 'replaced': the
 * team opened the game on more phones than the game takes at once, and this was the oldest.
 */
export interface SocketControls {
  send: (message: ClientMessage) => boolean;
  close: () => void;
}

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'closed' | 'too-many' | 'replaced';

/**
 * Whether a screen's clock counts on from the last schedule it had, hearing nothing from the
 * game: not while its socket first connects, when the schedule came fresh with the page.
 */
export function countsAlone(status: SocketStatus): boolean {
  return status !== 'open' && status !== 'connecting';
}

/**
 * Whether the phone reads the game over HTTP meanwhile: while its socket is being dialled again,
 * and once the game closed it for good without taking the team out (it sent too much, or another
 * of the team's phones took its place), so its board still moves and the end and the reveal
 * still reach it.
 */
export function readsOverHttp(status: SocketStatus): boolean {
  return status === 'reconnecting' || status === 'too-many' || status === 'replaced';
}

/** The game closes a socket with a code of 4000 or more when dialling again would not help. */
const FINAL_CLOSE_CODES_FROM = 4000;

function socketUrl(path: string): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = LIVE_SOCKET_QUERY;
  return url.toString();
}

/**
 * A game's socket (`path`: its /live route; null: none yet), dialled again whenever it drops,
 * with every message the game sends parsed by the shared schema. While the phone is offline the
 * socket is closed, so the game shows the team as offline; it is dialled again when the network
 * is back or the page is looked at again.
 */
export function useGameSocket(
  path: string | null,
  onMessage: (message: ServerMessage, socket: SocketControls) => void,
) {
  const [status, setStatus] = useState<SocketStatus>(() => (navigator.onLine ? 'connecting' : 'offline'));
  const socketRef = useRef<ReconnectingWebSocket | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const received = useEffectEvent(onMessage);

  /** Sends now when the socket is open; false when it is not (the caller keeps what must not be lost). */
  const send = useCallback((message: ClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== socket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  /** Stops for good: the game is over, or the team is gone. */
  const close = useCallback(() => stopRef.current(), []);

  useEffect(() => {
    if (path === null) return;
    const socket = new ReconnectingWebSocket(socketUrl(path), [], {
      minReconnectionDelay: waitMs('reconnectFirst'),
      maxReconnectionDelay: waitMs('reconnectAtMost'),
      connectionTimeout: limitMs('connectWithin'),
      startClosed: !navigator.onLine,
      shouldReconnectOnClose: (event) => event.code < FINAL_CLOSE_CODES_FROM,
    });
    socketRef.current = socket;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    stopRef.current = () => {
      stopped = true;
      socket.close();
      setStatus('closed');
    };

    socket.addEventListener('open', () => setStatus('open'));
    socket.addEventListener('close', (event) => {
      clearTimeout(pongTimer);
      if (event.code >= FINAL_CLOSE_CODES_FROM) stopped = true;
      if (event.code === TOO_MANY_MESSAGES_CLOSE_CODE) setStatus('too-many');
      else if (event.code === TEAM_SOCKETS_CLOSE_CODE) setStatus('replaced');
      else if (stopped) setStatus('closed');
      else setStatus(navigator.onLine ? 'reconnecting' : 'offline');
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      clearTimeout(pongTimer);
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = serverMessageSchema.safeParse(data);
      if (parsed.success) received(parsed.data, { send, close });
    });

    const goOffline = () => {
      if (stopped) return;
      socket.close();
      setStatus('offline');
    };
    const comeBack = () => {
      if (stopped || socket.readyState === socket.OPEN || !navigator.onLine) return;
      setStatus('reconnecting');
      socket.reconnect();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') comeBack();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', comeBack);
    document.addEventListener('visibilitychange', onVisible);

    // A phone that walks out of signal can keep a socket that looks open and carries nothing.
    const heartbeat = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(PING_TEXT);
      clearTimeout(pongTimer);
      pongTimer = setTimeout(() => socket.reconnect(), limitMs('pongWithin'));
    }, limitMs('pingEvery'));

    return () => {
      clearInterval(heartbeat);
      clearTimeout(pongTimer);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', comeBack);
      document.removeEventListener('visibilitychange', onVisible);
      socketRef.current = null;
      stopRef.current = () => undefined;
      stopped = true;
      socket.close();
    };
  }, [path, send, close]);

  // No socket to dial (the game is over, or the team is gone): closed for good.
  return { status: path === null ? ('closed' as const) : status, send, close };
}
