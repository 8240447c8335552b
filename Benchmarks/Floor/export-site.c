/* The floors of `nightly export html`, on one thread:
 *
 *   export-site write JOURNAL SITE   the first run: reads every entry (YEAR/NAME.md) once and writes
 *                                     its bytes as SITE/YYYY/NAME.html the way nightly writes
 *                                     any file (AtomicFile): a temporary file, written, fsync'd,
 *                                     renamed over the page, and the folder fsync'd. No HTML is
 *                                     made: this is the cost of the files alone.
 *   export-site stat JOURNAL SITE    a run on an unchanged journal, with the manifest an
 *                                     export leaves (SITE/.nightly-manifest): lists the journal,
 *                                     stats every entry and every page (an entry changed, a page
 *                                     deleted or edited by hand, must be seen) and reads the
 *                                     manifest once; writes nothing. The floor of the goal.
 *   export-site reread JOURNAL SITE  the floor before the manifest: reads every entry and every
 *                                     page of SITE once (what deciding "unchanged" by comparing
 *                                     pages must at least read), and writes nothing. Kept as a
 *                                     second baseline.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char buffer[1 << 20];

static long read_all(int folder, const char *name) {
    int file = openat(folder, name, O_RDONLY | O_CLOEXEC);
    if (file < 0) return -1;
    long total = 0;
    for (ssize_t count; (count = read(file, buffer + total, sizeof buffer - total)) > 0;) total += count;
    close(file);
    return total;
}

static int write_atomically(int folder, const char *name, long length) {
    char temporary[300];
    snprintf(temporary, sizeof temporary, ".%s.tmp", name);
    int file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (file < 0) return -1;
    for (long done = 0; done < length;) {
        ssize_t count = write(file, buffer + done, length - done);
        if (count <= 0) return -1;
        done += count;
    }
    fsync(file);
    close(file);
    if (renameat(folder, temporary, folder, name) != 0) return -1;
    return fsync(folder);
}

int main(int argc, char **argv) {
    if (argc < 4) return 64;
    int writing = strcmp(argv[1], "write") == 0;
    int statting = strcmp(argv[1], "stat") == 0;
    DIR *root = opendir(argv[2]);
    if (!root) return 1;
    mkdir(argv[3], 0700);
    int site = open(argv[3], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (site < 0) return 1;
    long files = 0;
    for (struct dirent *year; (year = readdir(root));) {
        if (strlen(year->d_name) != 4 || year->d_name[0] < '0' || year->d_name[0] > '9') continue;
        int yearFolder = openat(dirfd(root), year->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        mkdirat(site, year->d_name, 0700);
        int pageFolder = openat(site, year->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *days = fdopendir(yearFolder);
        if (!days || pageFolder < 0) continue;
        for (struct dirent *day; (day = readdir(days));) {
            size_t length = strlen(day->d_name);
            if (length < 4 || length > 250 || strcmp(day->d_name + length - 3, ".md") != 0) continue;
            char page[260];
            snprintf(page, sizeof page, "%.*s.html", (int)(length - 3), day->d_name);
            if (statting) {
                struct stat status;
                if (fstatat(yearFolder, day->d_name, &status, AT_SYMLINK_NOFOLLOW) != 0) continue;
                fstatat(pageFolder, page, &status, AT_SYMLINK_NOFOLLOW);
                files++;
                continue;
            }
            long bytes = read_all(yearFolder, day->d_name);
            if (bytes < 0) continue;
            if (writing) {
                if (write_atomically(pageFolder, page, bytes) != 0) return 1;
            } else {
                read_all(pageFolder, page);
            }
            files++;
        }
        closedir(days);
        close(pageFolder);
    }
    closedir(root);
    if (statting && read_all(site, ".nightly-manifest") < 0) return 1;
    if (argc > 4) printf("%ld files\n", files);
    return 0;
}
