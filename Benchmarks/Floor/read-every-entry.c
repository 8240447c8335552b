/* Reads every YYYY/*.md file of a journal once: the least any report can do. */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    static char buffer[1 << 16];
    long files = 0, bytes = 0;
    DIR *root = opendir(argv[1]);
    if (!root) return 1;
    for (struct dirent *year; (year = readdir(root));) {
        if (strlen(year->d_name) != 4 || year->d_name[0] < '0' || year->d_name[0] > '9') continue;
        int yearFolder = openat(dirfd(root), year->d_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *days = fdopendir(yearFolder);
        if (!days) continue;
        for (struct dirent *day; (day = readdir(days));) {
            size_t length = strlen(day->d_name);
            if (length < 4 || strcmp(day->d_name + length - 3, ".md") != 0) continue;
            int file = openat(yearFolder, day->d_name, O_RDONLY | O_CLOEXEC);
            if (file < 0) continue;
            for (ssize_t count; (count = read(file, buffer, sizeof buffer)) > 0;) bytes += count;
            close(file);
            files++;
        }
        closedir(days);
    }
    closedir(root);
    if (argc > 2) printf("%ld files, %ld bytes\n", files, bytes);
    return 0;
}
