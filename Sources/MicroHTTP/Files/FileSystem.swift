#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file calls static files need.
enum FileSystem {
    /// What `stat` reports about a file that matters for serving and caching it.
    struct Status: Equatable {
        let isDirectory: Bool
        let isRegularFile: Bool
        let inode: UInt64
        let size: Int
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int
    }

    /// The canonical absolute path with every symlink resolved, or `nil` if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
    }

    /// The status of `path`, following symlinks.
    static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Status(info)
    }

    /// The status of the open file `descriptor`.
    static func status(descriptor: Int32) -> Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Status(info)
    }

    /// The whole contents of the regular file at `path`.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}

extension FileSystem.Status {
    /// The fields of `stat`'s `info`.
    init(_ info: stat) {
        let type = info.st_mode & S_IFMT
        self.init(
            isDirectory: type == S_IFDIR, isRegularFile: type == S_IFREG, inode: UInt64(info.st_ino),
            size: Int(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
            modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
