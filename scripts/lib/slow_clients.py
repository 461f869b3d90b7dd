"""Opens COUNT connections to 127.0.0.1:PORT that trickle their requests for SECONDS: half send
a request head one byte every INTERVAL seconds, half send a whole head for a 1 MB POST body and
then trickle the body. Prints how many connected and how many the server closed."""
import asyncio
import sys


async def trickle(port, index, seconds, interval, counts):
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        counts["refused"] += 1
        return
    counts["connected"] += 1
    if index % 2:
        writer.write(b"POST /api/containers HTTP/1.1\r\nHost: slow\r\nContent-Length: 1000000\r\n\r\n")
        payload = b"x" * 1_000_000
    else:
        payload = b"GET / HTTP/1.1\r\nHost: slow\r\n" + b"X-Slow: " + b"y" * 100_000
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    await asyncio.sleep(index % 10 * interval / 10)
    position = 0
    try:
        while loop.time() < deadline:
            writer.write(payload[position:position + 1])
            position += 1
            await writer.drain()
            try:
                data = await asyncio.wait_for(reader.read(4096), timeout=interval)
                if not data:
                    counts["closed"] += 1
                    return
                counts["answered"] += 1
                return
            except asyncio.TimeoutError:
                pass
    except (ConnectionError, OSError):
        counts["closed"] += 1
        return
    finally:
        writer.close()


async def main(port, count, seconds, interval):
    counts = {"connected": 0, "refused": 0, "closed": 0, "answered": 0}
    await asyncio.gather(*(trickle(port, index, seconds, interval, counts) for index in range(count)))
    print("slow clients: %d connected, %d refused, %d answered early, %d closed by the server, %d still trickling at the end"
          % (counts["connected"], counts["refused"], counts["answered"], counts["closed"],
             counts["connected"] - counts["closed"] - counts["answered"]))


if __name__ == "__main__":
    port, count, seconds, interval = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    asyncio.run(main(port, count, seconds, interval))
