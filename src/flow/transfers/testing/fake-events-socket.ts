import type { EventsWebSocket } from '../events-socket.ts';

/** A WebSocket the test drives: what the app sent, and answers and closes on demand. */
export class FakeEventsSocket implements EventsWebSocket {
  static opened: FakeEventsSocket[] = [];
  readonly sent: unknown[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((message: { data: unknown }) => void)[]>();

  constructor(readonly url: string) {
    FakeEventsSocket.opened.push(this);
  }

  addEventListener(type: string, listener: (message: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.emit('close');
  }

  /** The server's side. */
  open(): void {
    this.emit('open');
  }
  receive(message: unknown): void {
    this.emit('message', JSON.stringify(message));
  }
  drop(): void {
    this.emit('error');
    this.close();
  }

  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

/** The newest socket opened. */
export function lastSocket(): FakeEventsSocket {
  const socket = FakeEventsSocket.opened.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
