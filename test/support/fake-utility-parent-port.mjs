// Loaded with --import into a child started by the fake utilityProcess: gives it Electron's `process.parentPort`
// (postMessage out, 'message' events carrying { data } in) over Node's IPC channel.
import { EventEmitter } from 'node:events';

const send = process.send.bind(process);
// As in a real utility process, there is no process.send: only the parent port talks to the app.
process.send = undefined;
const port = new EventEmitter();
port.postMessage = (message) => send(message);
process.on('message', (message) => port.emit('message', { data: message }));
process.parentPort = port;
