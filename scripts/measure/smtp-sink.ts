/**
 * A mail server that accepts every mail and prints one line, "mail", for each: the sink of
 * `npm run forms-throughput` (scripts/measure/forms-throughput.ts), which runs it as a process of its own so
 * that receiving the mails does not take the time of the process that measures. Prints "listening"
 * once it accepts connections; SIGTERM stops it.
 *
 *   node scripts/measure/smtp-sink.ts <port>
 */
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) throw new Error("Usage: node scripts/measure/smtp-sink.ts <port>");

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      process.stdout.write("mail\n");
      callback();
    });
  },
});
sink.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => sink.close(() => process.exit(0)));
