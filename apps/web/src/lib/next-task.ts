/**
 * Resolves in a later task of the event loop: the browser can paint and handle input before what
 * follows runs. A message to a channel is queued without setTimeout's 4 ms clamp after nesting.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
