/* A stand-in for ProcessPrng of bcryptprimitives.dll, which Rust's standard library
 * imports on Windows for random numbers and Wine 8 lacks. tools/check-windows.sh
 * builds it with MinGW and puts it beside the program it tests under Wine, in a
 * scratch folder: it is for those tests only, and never part of a package. It fills
 * the buffer from RtlGenRandom (advapi32's SystemFunction036), which Wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
