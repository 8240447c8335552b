import SystemCalls

/// How `nightly remind notify` reaches the user: a desktop notification where `notify-send`
/// works, else a message on their terminals with `wall`, else standard output (which cron
/// mails).
public enum ReminderNotice {
    public static func send(title: String, message: String) {
        if ChildProcess.capture(["notify-send", "--app-name=nightly", title, message]).0.succeeded { return }
        if ChildProcess.capture(["wall", "\(title): \(message)"]).0.succeeded { return }
        Platform.write("\(title): \(message)\n")
    }
}
